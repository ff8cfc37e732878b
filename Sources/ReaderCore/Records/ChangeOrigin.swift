/// What set a term's status, kept in its history (stats separate the learner's
/// own marks from the initial seeding). Stored as its name ("seed").
public enum ChangeOrigin: String, Sendable, CaseIterable, Codable {
    case mark
    case capture
    case seed
    case `import`
    /// A review answer graduated the term to Known or a lapse sent it back to Learning.
    case review
    case finish
    case undo
}
