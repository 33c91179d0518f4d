import Foundation

struct Note: Identifiable {
    let id: Int
    var title: String
    var words: Int

    static let samples = [
        Note(id: 1, title: "Groceries", words: 12),
        Note(id: 2, title: "Layout questions for Friday", words: 230),
        Note(id: 3, title: "Ideas", words: 48),
    ]
}
