/// One item of an import: a term with its status (and maybe a capture), or a
/// form override.
public enum ImportRecord: Sendable, Equatable {
    case term(Term, display: String, status: WordStatus, capture: Capture?)
    case form(String, lemma: String, status: WordStatus)
}

/// What an import did.
public struct ImportSummary: Sendable, Equatable {
    public var added = 0
    public var changed = 0
    public var unchanged = 0
    public var forms = 0
    public var captures = 0
    /// Review answers added (a backup's cards).
    public var reviews = 0
    /// The backup's capture sites this store does not allow: access is never
    /// imported (`CaptureSites.notImported`), the learner allows each by hand.
    public var captureSitesNotImported: [String] = []

    public init(added: Int = 0, changed: Int = 0, unchanged: Int = 0, forms: Int = 0, captures: Int = 0, reviews: Int = 0) {
        self.added = added
        self.changed = changed
        self.unchanged = unchanged
        self.forms = forms
        self.captures = captures
        self.reviews = reviews
    }

    public var records: Int { added + changed + unchanged + forms }
}
