/// A request's JSON body. The offsets and page numbers it holds are range-checked as it is decoded, so no
/// route does arithmetic on a number a client chose beyond what any text can hold (a page of 2^63-1 and
/// its `+ 1` in a message trapped the server).
protocol JSONRequest: Decodable {
    /// Each offset or page number of the body, by its field's name.
    var positions: [(name: String, value: Int)] { get }
}

extension JSONRequest {
    var positions: [(name: String, value: Int)] { [] }

    func checked() throws -> Self {
        for (name, value) in positions { _ = try Routes.position(value, name) }
        return self
    }
}
