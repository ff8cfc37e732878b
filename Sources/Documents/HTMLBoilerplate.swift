import Foundation

/// What is page furniture rather than the article: elements that never hold reading text, and
/// class, id and role names that mark navigation, banners, sharing and comments.
enum HTMLBoilerplate {
    static let droppedElements: Set<String> = [
        "head", "script", "style", "noscript", "template", "nav", "footer", "aside", "form", "button", "select",
        "textarea", "input", "iframe", "svg", "canvas", "object", "embed", "menu", "dialog", "audio", "video", "map",
    ]

    static let droppedRoles: Set<String> = ["navigation", "banner", "contentinfo", "complementary", "dialog", "alertdialog", "search", "menu"]

    /// Whole words of class and id names that mark boilerplate ("cookie-banner", "site_nav", "share").
    private static let markerWords: Set<String> = [
        "cookie", "cookies", "consent", "gdpr", "banner", "newsletter", "subscribe", "subscription", "share", "sharing",
        "social", "related", "comment", "comments", "sidebar", "promo", "advert", "advertisement", "ad", "ads", "sponsor",
        "sponsored", "popup", "modal", "breadcrumb", "breadcrumbs", "menu", "nav", "navbar", "navigation", "footer",
        "masthead", "skip", "toolbar", "signup", "paywall", "outbrain", "taboola",
    ]

    /// Whole words that mark content and win over a marker word ("article-body share-free").
    private static let contentWords: Set<String> = ["article", "content", "story", "post", "entry", "main", "body", "text"]

    static func isBoilerplate(_ node: MarkupNode) -> Bool {
        guard let name = node.name else { return false }
        if droppedElements.contains(name) { return true }
        if node.attribute("hidden") != nil || node.attribute("aria-hidden") == "true" { return true }
        if let style = node.attribute("style")?.lowercased().replacingOccurrences(of: " ", with: ""),
           style.contains("display:none") || style.contains("visibility:hidden") { return true }
        if let role = node.attribute("role")?.lowercased(), droppedRoles.contains(role) { return true }
        let names = ((node.attribute("class") ?? "") + " " + (node.attribute("id") ?? "")).lowercased()
        let words = Set(names.split { !$0.isLetter }.map(String.init))
        return !words.isDisjoint(with: markerWords) && words.isDisjoint(with: contentWords)
    }
}
