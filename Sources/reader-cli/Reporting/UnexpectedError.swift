import Foundation

/// An error that reached the top without a `Reporting/` file to word it (a Foundation or library
/// error): one line in our words, never the error's own text. A system error keeps its reason and
/// is an I/O error (74); anything else is a defect (70).
struct UnexpectedError: ReportableError {
    let underlying: Error

    init(_ underlying: Error) { self.underlying = underlying }

    var message: String {
        Self.posixCode(underlying) != nil ? "I/O error: \(Self.reason(underlying))" : "internal error (\(Self.reason(underlying))); please report it"
    }

    var exitStatus: ExitStatus { Self.posixCode(underlying) != nil ? .ioError : .software }

    /// The system's reason when the error carries an errno (Foundation's file errors do, often
    /// underneath), else the error's type.
    static func reason(_ error: Error) -> String {
        if let code = posixCode(error) { return String(cString: strerror(code)) }
        return String(describing: type(of: error))
    }

    private static func posixCode(_ error: Error) -> Int32? {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return Int32(error.code) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        return nil
    }
}
