"""Helper of scripts/spark-pipe.sh.

    spark_pipe.py READER INPUT OUTPUT PARTITIONS   run `READER batch --stdin-jsonl` over INPUT with RDD.pipe
    spark_pipe.py --compare DIRECT SPARK           check both outputs hold the same records

Records are compared as parsed JSON, ordered by id (error records by their error text, and without
their "line": under Spark a line number counts within its partition).
"""
import json
import sys


def run_spark(reader, input_path, output_path, partitions):
    from pyspark import SparkConf, SparkContext

    conf = SparkConf().setMaster("local[%d]" % partitions).setAppName("reader-batch-pipe")
    conf.set("spark.ui.enabled", "false")
    # The driver, like the executors in local mode, on loopback only (SPARK_LOCAL_IP does the binding).
    conf.set("spark.driver.host", "127.0.0.1")
    conf.set("spark.driver.bindAddress", "127.0.0.1")
    conf.set("spark.ui.showConsoleProgress", "false")
    sc = SparkContext(conf=conf)
    sc.setLogLevel("ERROR")
    try:
        lines = sc.textFile(input_path, minPartitions=partitions)
        out = lines.pipe("%s batch --stdin-jsonl" % reader).collect()
        print("[spark] Spark %s, local[%d], %d partitions, %d input lines -> %d output lines"
              % (sc.version, partitions, lines.getNumPartitions(), lines.count(), len(out)))
    finally:
        sc.stop()
    with open(output_path, "w", encoding="utf-8") as f:
        for line in out:
            f.write(line + "\n")


def records(path):
    result = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            record = json.loads(line)
            record.pop("line", None)
            result.append(record)
    return sorted(result, key=lambda r: (str(r.get("id")), r.get("error", "")))


def compare(direct_path, spark_path):
    direct, spark = records(direct_path), records(spark_path)
    errors = sum(1 for r in direct if "error" in r)
    if direct == spark:
        print("[spark] OK: %d records from Spark RDD.pipe equal the direct run (%d error record(s) included)"
              % (len(direct), errors))
        return 0
    print("[spark] MISMATCH: direct %d records, Spark %d records" % (len(direct), len(spark)))
    for a, b in zip(direct, spark):
        if a != b:
            print("  first difference:\n  direct: %s\n  spark:  %s" % (json.dumps(a)[:300], json.dumps(b)[:300]))
            break
    return 1


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--compare":
        sys.exit(compare(sys.argv[2], sys.argv[3]))
    if len(sys.argv) == 5:
        run_spark(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]))
        sys.exit(0)
    sys.exit(__doc__)
