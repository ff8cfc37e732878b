/// The pages' icon, an open book: linked from every page (`PageShell`) and served at
/// `/favicon.svg` and at `/favicon.ico`, the address browsers ask for by themselves.
enum Favicon {
    static let type = "image/svg+xml"
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
        <rect width="32" height="32" rx="6" fill="#1d4ed8"/>\
        <path d="M5 9c4-1.5 8-1.5 11 1c3-2.5 7-2.5 11-1v15c-4-1.5-8-1.5-11 1c-3-2.5-7-2.5-11-1z" fill="#fff"/>\
        <path d="M16 10v15" stroke="#1d4ed8" stroke-width="1.5"/></svg>

        """
}
