import Foundation

/// The system's reason under a Foundation error, for messages: Foundation's own text ("The operation
/// could not be completed") is not ours to show.
enum SystemReason {
    static func of(_ error: Error) -> String {
        let error = error as NSError
        let posix = error.domain == NSPOSIXErrorDomain ? error : error.userInfo[NSUnderlyingErrorKey] as? NSError
        guard let posix, posix.domain == NSPOSIXErrorDomain else { return "an unknown error" }
        return String(cString: strerror(Int32(posix.code)))
    }
}
