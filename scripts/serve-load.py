#!/usr/bin/env python3
"""`reader serve` under hostile load (issue 46): CLIENTS connections at once for SECONDS, of three kinds.

- stalled: each sends a POST's head and part of its body, then a byte every 4 s (under the idle timeout) and
  never the rest; answered or closed, it comes back at once (a slow or hostile client);
- heavy: each sends the heaviest valid request in a loop (`/api/page/words` with the most blocks a request
  may hold, about 60 KB of prose);
- readers: each opens a page of a text (`/read`), waits a second as a reader would, and again.

It reports the readers' page latency (median, p99, worst), the heavy requests answered, and how long the
server takes to exit after SIGTERM while the stalled clients still hold their connections. Exit status 1
when a reader's page failed, when p99 exceeds --p99-ms, or when shutdown exceeds --shutdown-ms.

    READER=.build/release/reader python3 scripts/serve-load.py [--clients 200] [--seconds 30]
    python3 scripts/serve-load.py --quick      # make test: 40 clients for 5 s, bounds for a debug build
"""
import argparse
import asyncio
import multiprocessing
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


async def exchange(port, request):
    """Sends one request on a new connection and returns (status, body)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(request)
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        length = re.search(rb"(?i)content-length: *(\d+)", head)
        body = await reader.readexactly(int(length.group(1))) if length else await reader.read()
        return status, body
    finally:
        writer.close()


def get(path):
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode()


def post(path, body, token):
    return (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Reader-Token: {token}\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode() + body


async def stalled(port, token, open_now):
    """A client that sends a POST's head and part of its body, then a byte every few seconds and never the
    rest (it stays under the idle timeout, so only the body deadline ends it); once answered or closed, it
    comes back. `open_now` counts the connections it holds."""
    head = (f"POST /api/page/words HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"X-Reader-Token: {token}\r\nContent-Length: 65000\r\n\r\n").encode()
    while True:
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            return
        with open_now.get_lock():
            open_now.value += 1
        try:
            writer.write(head + b'{"blocks":["' + b"a" * 30000)
            await writer.drain()
            while True:
                try:
                    if not await asyncio.wait_for(reader.read(4096), 4):
                        break
                except asyncio.TimeoutError:
                    writer.write(b"a")
                    await writer.drain()
        except OSError:
            pass
        finally:
            with open_now.get_lock():
                open_now.value -= 1
            writer.close()


async def heavy(port, token, deadline, answered, block):
    blocks = ",".join(['"' + block + '"'] * 400).encode()
    request = post("/api/page/words", b'{"blocks":[' + blocks + b"]}", token)
    while time.monotonic() < deadline:
        status, _ = await exchange(port, request)
        answered.append(status)


async def read_pages(port, text, pages, deadline, latencies, failures, number):
    page = number % pages + 1
    while time.monotonic() < deadline:
        started = time.monotonic()
        status, _ = await exchange(port, get(f"/read?text=0/{text}&page={page}"))
        latencies.append(time.monotonic() - started)
        if status != 200:
            failures.append(status)
        page = page % pages + 1
        await asyncio.sleep(1)


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def kinds_of(clients):
    stalls, heavies = clients // 2, clients // 5
    return stalls, heavies, clients - stalls - heavies


def run_group(kind, count, port, token, text, pages, seconds, results, open_now):
    """One kind of client in a process of its own, so the load generator's own work never delays the readers'
    clock: the stalled clients hold their connections until told to let go, the others stop after SECONDS."""
    async def group():
        if kind == "stalled":
            # Held until the parent has stopped the server and ends this process.
            await asyncio.gather(*[stalled(port, token, open_now) for _ in range(count)], return_exceptions=True)
            return
        deadline = time.monotonic() + seconds
        if kind == "heavy":
            answered = []
            block = ("The quiet river carried small boats past the old mill every morning, and the miller watched "
                     "them go by with a cup of tea.")
            await asyncio.gather(*[heavy(port, token, deadline, answered, block) for _ in range(count)])
            results.put(("heavy", answered))
        else:
            latencies, failures = [], []
            await asyncio.gather(*[read_pages(port, text, pages, deadline, latencies, failures, n) for n in range(count)])
            results.put(("readers", (latencies, failures)))

    asyncio.run(group())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reader", default=os.environ.get("READER", os.path.join(ROOT, ".build/release/reader")))
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--p99-ms", type=float, default=100)
    parser.add_argument("--shutdown-ms", type=float, default=1000)
    parser.add_argument("--quick", action="store_true", help="40 clients for 5 s; p99 bound 2,000 ms (a debug build on a busy machine)")
    args = parser.parse_args()
    if args.quick:
        args.clients, args.seconds, args.p99_ms = 40, 5, 2000

    scratch = tempfile.mkdtemp(prefix="reader-serve-load.")
    server = None
    try:
        library = os.path.join(scratch, "library")
        os.mkdir(library)
        text = "emma-opening.txt"
        shutil.copy(os.path.join(ROOT, "Corpora/samples", text), library)
        env = dict(os.environ, READER_DB=os.path.join(scratch, "vocabulary.sqlite"), READER_DATA=os.path.join(ROOT, "Corpora"),
                   HOME=scratch, XDG_CONFIG_HOME=os.path.join(scratch, "config"))
        subprocess.run([args.reader, "init", "--level", "B1"], env=env, check=True, stdout=subprocess.DEVNULL)
        port = free_port()
        server = subprocess.Popen([args.reader, "serve", library, "--port", str(port)], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = server.stdout.readline()
        if "serving" not in line:
            sys.exit("serve-load: reader serve did not start: " + line + server.stderr.read())

        async def first_page():
            _, page = await exchange(port, get(f"/read?text=0/{text}&page=1"))
            return page

        page = asyncio.run(first_page())
        token = re.search(rb'name="reader-token" content="([0-9a-f]+)"', page).group(1).decode()
        pages = int(re.search(rb"Page 1 of (\d+)", page).group(1))
        kinds = kinds_of(args.clients)
        results, open_now = multiprocessing.Queue(), multiprocessing.Value("i", 0)
        holders = multiprocessing.Process(target=run_group,
                                          args=("stalled", kinds[0], port, token, text, pages, args.seconds, results, open_now))
        holders.start()
        time.sleep(1)
        workers = [multiprocessing.Process(target=run_group, args=(kind, count, port, token, text, pages, args.seconds, results, open_now))
                   for kind, count in (("heavy", kinds[1]), ("readers", kinds[2]))]
        for worker in workers:
            worker.start()
        answers = dict(results.get() for _ in workers)
        for worker in workers:
            worker.join()
        answered, (latencies, failures) = answers["heavy"], answers["readers"]
        held = open_now.value
        started = time.monotonic()
        server.send_signal(signal.SIGTERM)
        while server.poll() is None and time.monotonic() - started < 10:
            time.sleep(0.005)
        shutdown = time.monotonic() - started
        holders.terminate()
        holders.join()
        p50, p99, worst = (percentile(latencies, 0.5) * 1000, percentile(latencies, 0.99) * 1000, max(latencies) * 1000)
        heavy_ok = sum(1 for status in answered if status == 200)
        print(f"serve-load: {args.clients} clients for {args.seconds:g} s ({kinds[0]} stalled mid-body, {kinds[1]} heavy, "
              f"{kinds[2]} reading): page median {p50:.1f} ms, p99 {p99:.1f} ms, worst {worst:.1f} ms "
              f"({len(latencies)} pages, {len(failures)} failed); {heavy_ok} heavy requests answered "
              f"({len(answered) - heavy_ok} refused); shutdown with {held} stalled clients {shutdown * 1000:.0f} ms")
        problems = []
        if failures:
            problems.append(f"{len(failures)} pages failed: {sorted(set(failures))}")
        if p99 > args.p99_ms:
            problems.append(f"p99 {p99:.1f} ms is over {args.p99_ms:g} ms")
        if server.returncode is None or shutdown * 1000 > args.shutdown_ms:
            problems.append(f"shutdown took {shutdown * 1000:.0f} ms (over {args.shutdown_ms:g} ms)")
        for problem in problems:
            print("serve-load: FAIL " + problem, file=sys.stderr)
        return 1 if problems else 0
    finally:
        if server and server.poll() is None:
            server.kill()
            server.wait()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
