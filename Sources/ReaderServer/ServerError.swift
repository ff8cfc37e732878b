import Hummingbird

/// A request the server refuses or cannot serve: a status and one line that says why.
enum ServerError: Error, Equatable {
    case badRequest(String)
    case forbidden(String)
    case notFound(String)
    case conflict(String)
    case tooLarge(String)
    /// The client sent its request too slowly.
    case timeout(String)
    case unreadable(String)
    /// The store is busy or failed.
    case unavailable(String)

    var status: HTTPResponse.Status {
        switch self {
        case .badRequest: .badRequest
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .conflict: .conflict
        case .tooLarge: .contentTooLarge
        case .timeout: .requestTimeout
        case .unreadable: .unprocessableContent
        case .unavailable: .serviceUnavailable
        }
    }

    var message: String {
        switch self {
        case .badRequest(let text), .forbidden(let text), .notFound(let text), .conflict(let text), .tooLarge(let text),
             .timeout(let text), .unreadable(let text), .unavailable(let text):
            text
        }
    }
}
