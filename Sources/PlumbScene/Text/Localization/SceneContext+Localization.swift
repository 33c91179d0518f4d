import PlumbInterpreter

extension SceneContext {
    /// The text the module's strings give `key` in `table` (nil: `Localizable`); the strings files' problems become
    /// warnings of the solve that looked.
    func localizedText(for key: String, table: String?) -> String? {
        for problem in strings.problems { record(SceneError(diagnostic: problem)) }
        return strings.text(for: key, table: table)
    }
}

extension NativeCall {
    /// `key` showing the module's text for it in `table`, or as written when the strings have none.
    func localized(_ key: LocalizedStringKey, table: String? = nil) -> LocalizedStringKey {
        context.localizedText(for: key.key, table: table).map(key.localized) ?? key
    }
}
