import Hummingbird
import ReaderEngine

/// Responses: JSON, HTML pages with their Content-Security-Policy, and errors as `{"error": "..."}`.
enum Reply {
    /// Scripts and styles only from this server; nothing inline, no frames, no other hosts.
    static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        + "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    static func json(_ body: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: body + "\n")))
    }

    /// An answer written as the CLI writes JSON (`OrderedJSONEncoder`: keys in order, nil as null).
    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        json(try OrderedJSONEncoder().encode(value), status: status)
    }

    static func html(_ body: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .contentSecurityPolicy: contentSecurityPolicy],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    static func asset(_ body: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    static func script(_ body: String) -> Response { asset(body, type: "text/javascript; charset=utf-8") }

    /// `{"error": MESSAGE}`.
    struct Failure: Encodable {
        let error: String
    }

    static func error(_ error: ServerError) -> Response {
        // A string only: its encoding cannot fail.
        json(try! OrderedJSONEncoder().encode(Failure(error: error.message)), status: error.status)
    }
}
