import Foundation
import Testing

/// Length in seconds and peak amplitude (0...1) of a WAV file, as `sox FILE -n stat` reports them.
func soxStat(_ path: String) throws -> (seconds: Double, peak: Double) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sox")
    process.arguments = [path, "-n", "stat"]
    let report = Pipe()
    process.standardError = report
    try process.run()
    let text = String(decoding: report.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    func value(_ name: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(name) }.flatMap { Double($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
    }
    return (try #require(value("Length (seconds)")), try #require(value("Maximum amplitude")))
}
