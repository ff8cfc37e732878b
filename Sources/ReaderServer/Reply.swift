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

    static func html(_ body: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .contentSecurityPolicy: contentSecurityPolicy],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    static func asset(_ body: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    static func script(_ body: String) -> Response { asset(body, type: "text/javascript; charset=utf-8") }

    static func error(_ error: ServerError) -> Response {
        json("{\"error\":\(JSONString.quoted(error.message))}", status: error.status)
    }
}
