import Foundation
import PlumbInterpreter

/// A string catalog (`Localizable.xcstrings`): JSON whose `strings` give each key its text per language
/// (`localizations.<language>.stringUnit.value`), read in its `sourceLanguage`. A text with plural (or device)
/// variations is its `other` case (else its first); a key without a text in the source language is its own text, as
/// Xcode compiles it. A file that is not such JSON is a warning at its start.
struct StringCatalog {
    private(set) var entries: [String: String] = [:]
    private(set) var problem: Diagnostic?

    init(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = json["strings"] as? [String: Any] else {
            problem = Diagnostic(
                severity: .warning, message: "malformed string catalog: not JSON with a \"strings\" object",
                location: SourceLocation(file: path, line: 1, column: 1)
            )
            return
        }
        let language = json["sourceLanguage"] as? String ?? "en"
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            entries[key] = localizations?[language].flatMap(Self.text) ?? key
        }
    }

    /// A localization's text: its string unit's value, or its variations' `other` (else first) case's text.
    private static func text(_ localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String { return value }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        for kind in variations.keys.sorted() {
            guard let cases = variations[kind] as? [String: Any] else { continue }
            if let text = cases["other"].flatMap(text) ?? cases.keys.sorted().lazy.compactMap({ cases[$0].flatMap(text) }).first { return text }
        }
        return nil
    }
}
