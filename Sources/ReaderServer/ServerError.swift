import Hummingbird
import ReaderEngine

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
    /// The store is busy, or a file the server needs cannot be written: try again later.
    case unavailable(String)
    /// The store cannot be used (damaged, read-only, newer) or the server failed: not the request's fault.
    case failed(String)

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
        case .failed: .internalServerError
        }
    }

    var message: String {
        switch self {
        case .badRequest(let text), .forbidden(let text), .notFound(let text), .conflict(let text), .tooLarge(let text),
             .timeout(let text), .unreadable(let text), .unavailable(let text), .failed(let text):
            text
        }
    }
}

extension ServerError {
    /// An engine error as the browser gets it, by its kind (the server's one mapping; the command line's is
    /// `ExitStatus(_:)`): the request's own fault 400, unreadable input 422, something it names that is not
    /// there 404, something that changed under it 409, a busy store 503, a store or file that cannot be used 500.
    init(_ error: any EngineError) {
        let text = error.description
        switch error.kind {
        case .usage, .badInput: self = .badRequest(text)
        case .unreadableInput: self = .unreadable(text)
        case .notFound: self = .notFound(text)
        case .conflict: self = .conflict(text)
        case .busy: self = .unavailable(text)
        case .damaged, .cannotWrite, .io: self = .failed(text)
        }
    }
}

/// Hummingbird answers a `ServerError` thrown anywhere with its status and one-line JSON body.
extension ServerError: HTTPResponseError {
    func response(from request: Request, context: some RequestContext) throws -> Response {
        Reply.error(self)
    }
}
