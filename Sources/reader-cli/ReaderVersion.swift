/// The version of `reader`, in one place: `reader --version`, `reader version`
/// and the man page read it (and `make version` prints it).
enum ReaderVersion {
    static let number = "0.2.0"
}
