import Documents
import Foundation

/// The files a batch run scores, in a stable order: each argument in turn, a
/// directory's files sorted by path. Hidden files (".name") inside directories are
/// left out, and so, unless asked, are files that are not reading material (`ReadingMaterial`);
/// files named explicitly are always taken.
struct BatchInputs {
    typealias File = FolderListing.File

    /// Readable-looking files to score, and arguments that failed already (missing, unlistable).
    private(set) var files: [File] = []
    private(set) var failures: [(path: String, error: CLIError)] = []
    /// Entries of the folders that are not regular files (FIFOs, devices): left out, with a note.
    private(set) var skipped: [FolderListing.Skipped] = []

    init(arguments: [String], recursive: Bool, readingMaterialOnly: Bool) {
        let manager = FileManager.default
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                failures.append((argument, .missingInput(path: argument)))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(File(path: argument, size: BatchInputs.size(of: argument)))
                continue
            }
            guard let listing = FolderListing(directory: argument, recursive: recursive) else {
                failures.append((argument, .unreadableInput(path: argument, reason: "cannot list the directory")))
                continue
            }
            files += readingMaterialOnly
                ? listing.files.filter { file in ReadingMaterial.format(ofListed: file.path, head: { ReadingMaterial.head(ofFileAt: file.path) }) != nil }
                : listing.files
            skipped += listing.skipped
        }
    }

    var totalBytes: Int { files.reduce(0) { $0 + $1.size } }

    private static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? NSNumber)?.intValue ?? 0
    }
}
