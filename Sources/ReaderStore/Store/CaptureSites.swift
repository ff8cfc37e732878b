import Foundation
import GRDB
import ReaderCore

/// The web sites whose pages the learner allowed to use `reader serve`'s capture API (the bookmarklet),
/// kept in the store as the setting `capture_sites`: origins as a browser sends them in `Origin`
/// (`https://en.wikipedia.org`), separated by spaces, in the order they were allowed.
public enum CaptureSites {
    /// `http(s)://host[:port]` as a browser sends it in `Origin` (never `null`, a path or credentials).
    public static func isWebOrigin(_ text: String) -> Bool {
        guard text.count <= 255, let components = URLComponents(string: text), let scheme = components.scheme,
              ["http", "https"].contains(scheme), let host = components.host, !host.isEmpty,
              components.path.isEmpty, components.query == nil, components.fragment == nil,
              components.user == nil, components.password == nil else { return false }
        return text == "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
    }

    /// The sites a setting's value names.
    public static func sites(in value: String) -> [String] { value.split(separator: " ").map(String.init) }

    /// Why `value` cannot be the setting's value (a site that is not a web origin), or nil when it can.
    static func problem(with value: String) -> String? {
        sites(in: value).first { !isWebOrigin($0) }.map { "'\($0)' is not a web origin (scheme://host or scheme://host:port)" }
    }
}

extension CaptureSites {
    /// The sites `settings` (a backup's, or another store's) allows that this
    /// store does not, in their order. A restore or merge never copies them: a
    /// backup or store handed over by someone else would otherwise let their
    /// site capture into this vocabulary through `reader serve`.
    static func notImported(_ settings: [VocabularyBackup.Setting], in db: Database) throws -> [String] {
        let allowed = Set(try StoredSetting.fetchOne(db, key: StoreSetting.captureSites.rawValue).map { sites(in: $0.value) } ?? [])
        var seen = allowed
        return settings.filter { $0.name == .captureSites }.flatMap { sites(in: $0.value) }.filter { seen.insert($0).inserted }
    }

    /// The summary's line about them: "not imported: 2 capture sites (https://a.example, https://b.example); allow
    /// them on the Capture page of reader serve", or nil when there are none.
    public static func notImportedLine(_ sites: [String]) -> String? {
        guard !sites.isEmpty else { return nil }
        return "not imported: \(Plural.count(sites.count, "capture site")) (\(sites.joined(separator: ", "))); "
            + "allow \(sites.count == 1 ? "it" : "them") on the Capture page of reader serve"
    }
}

extension VocabularyStore {
    /// The sites allowed to capture, oldest first (none when the setting is unset).
    public func captureSites() throws -> [String] {
        try setting(.captureSites).map(CaptureSites.sites(in:)) ?? []
    }

    /// Keeps `sites` (each a web origin) as the allowed sites; none removes the setting.
    public func setCaptureSites(_ sites: [String], at date: Date) throws {
        try setSetting(.captureSites, to: sites.isEmpty ? nil : sites.joined(separator: " "), at: date)
    }
}
