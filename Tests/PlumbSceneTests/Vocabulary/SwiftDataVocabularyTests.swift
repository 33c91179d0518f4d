import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// Xcode's SwiftData app template, as a new project has it (only `.id("add")` added, for the test to tap).
private let xcodeTemplate = """
import SwiftUI
import SwiftData

@Model
final class Item {
    var timestamp: Date

    init(timestamp: Date) {
        self.timestamp = timestamp
    }
}

struct ContentView: View {
    @Environment(\\.modelContext) private var modelContext
    @Query private var items: [Item]

    var body: some View {
        NavigationSplitView {
            List {
                ForEach(items) { item in
                    NavigationLink {
                        Text("Item at \\(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))")
                    } label: {
                        Text(item.timestamp, format: Date.FormatStyle(date: .numeric, time: .standard))
                    }
                }
                .onDelete(perform: deleteItems)
            }
#if os(macOS)
            .navigationSplitViewColumnWidth(min: 180, ideal: 200)
#endif
            .toolbar {
#if os(iOS)
                ToolbarItem(placement: .navigationBarTrailing) {
                    EditButton()
                }
#endif
                ToolbarItem {
                    Button(action: addItem) {
                        Label("Add Item", systemImage: "plus")
                    }
                    .id("add")
                }
            }
        } detail: {
            Text("Select an item")
        }
    }

    private func addItem() {
        withAnimation {
            let newItem = Item(timestamp: Date())
            modelContext.insert(newItem)
        }
    }

    private func deleteItems(offsets: IndexSet) {
        withAnimation {
            for index in offsets {
                modelContext.delete(items[index])
            }
        }
    }
}

#Preview {
    ContentView()
        .modelContainer(for: Item.self, inMemory: true)
}
"""

@Test func xcodesSwiftDataTemplateStartsEmptyAndItsAddButtonInsertsARowAnimated() throws {
    var harness = SceneHarness(xcodeTemplate, size: CGSize(width: 390, height: 844))
    harness.request.now = ISO8601DateFormatter().date(from: "2026-11-18T12:00:00Z")
    var solution = harness.solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(solution.texts == ["Edit"])
    // The rows come before the navigation bar's items in tree order.
    for count in 1...2 {
        #expect(harness.document.tap(id: "add", in: solution))
        #expect(harness.document.needsSolve)
        solution = harness.solve()
        #expect(solution.animation != nil)
        #expect(solution.texts == Array(repeating: "11/18/2026, 12:00:00 PM", count: count) + ["Edit"])
    }
    #expect(solution.text("11/18/2026, 12:00:00 PM")?.frame == CGRect(x: 36, y: 90.8, width: 195.5, height: 20.4))
}

@Test func aQueryReadsTheModelsOfItsTypeInInsertionOrderOrSortedAsItAsksAndAModelIsIdentifiable() throws {
    let harness = SceneHarness("""
    import SwiftUI
    import SwiftData

    @Model class Fruit {
        var name: String
        var rank: Int
        init(_ name: String, rank: Int) { self.name = name; self.rank = rank }
    }
    @Model class Tag {
        var label: String
        init(label: String) { self.label = label }
    }

    struct Lists: View {
        @Query private var inserted: [Fruit]
        @Query(sort: \\Fruit.name) private var byName: [Fruit]
        @Query(sort: \\Fruit.rank, order: .reverse) private var byRank: [Fruit]
        @Query(sort: [SortDescriptor(\\Fruit.rank), SortDescriptor(\\Fruit.name, order: .reverse)]) private var byBoth: [Fruit]
        @Query private var tags: [Tag]
        @Environment(\\.modelContext) private var context
        var body: some View {
            VStack {
                Text(inserted.map(\\.name).joined(separator: " ")).id("inserted")
                Text(byName.map(\\.name).joined(separator: " ")).id("byName")
                Text(byRank.map(\\.name).joined(separator: " ")).id("byRank")
                Text(byBoth.map(\\.name).joined(separator: " ")).id("byBoth")
                Text("\\(tags.count) tag").id("tags")
                Text("\\(inserted[0].id == byName[3].id) \\(inserted[0].id == inserted[1].id)").id("ids")
                Button("Tag") { context.insert(Tag(label: "new")) }.id("tag")
            }
        }
    }

    #Preview {
        let container = try! ModelContainer(for: Fruit.self, Tag.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        for (name, rank) in [("pear", 2), ("apple", 1), ("fig", 2), ("kiwi", 3)] {
            container.mainContext.insert(Fruit(name, rank: rank))
        }
        container.mainContext.insert(Tag(label: "fresh"))
        return Lists().modelContainer(container)
    }
    """)
    var solution = harness.solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(["inserted", "byName", "byRank", "byBoth", "tags", "ids"].map { SceneHarness.text($0, in: solution) } == [
        "pear apple fig kiwi", "apple fig kiwi pear", "kiwi pear fig apple", "apple pear fig kiwi", "1 tag", "true false",
    ])
    // The preview's sample data is made again by each solve, not added to; what a tap inserts stays.
    for _ in 0..<2 {
        #expect(harness.document.tap(id: "tag", in: solution))
        solution = harness.solve()
    }
    #expect(["inserted", "tags"].map { SceneHarness.text($0, in: solution) } == ["pear apple fig kiwi", "3 tag"])
}

@Test func deletingAModelOrEveryModelOfATypeTakesItOutOfTheQueries() throws {
    let harness = SceneHarness("""
    import SwiftUI
    import SwiftData

    @Model class Note {
        var text: String
        init(text: String) { self.text = text }
    }

    struct ContentView: View {
        @Environment(\\.modelContext) private var context
        @Query(sort: \\Note.text) private var notes: [Note]
        var body: some View {
            VStack {
                Text(notes.map(\\.text).joined(separator: ",")).id("notes")
                Button("Seed") {
                    for text in ["b", "a", "c"] { context.insert(Note(text: text)) }
                    try? context.save()
                }.id("seed")
                Button("Drop first") { context.delete(notes[0]) }.id("dropFirst")
                Button("Drop two") { for index in [0, 1] { context.delete(notes[index]) } }.id("dropTwo")
                Button("Clear") { try? context.delete(model: Note.self) }.id("clear")
            }
        }
    }
    """)
    var solution = harness.solve()
    var shown: [String?] = []
    for id in ["seed", "dropFirst", "dropFirst", "clear", "seed", "dropTwo"] {
        #expect(harness.document.tap(id: id, in: solution))
        solution = harness.solve()
        shown.append(SceneHarness.text("notes", in: solution))
    }
    #expect(SceneHarness.summaries(solution) == [])
    // An action sees the query as its view was shown: deleting `notes[0]` and then `notes[1]` deletes "a" and "b".
    #expect(shown == ["a,b,c", "b,c", "c", "", "a,b,c", "c"])
}

@Test func aQueryFilterIsAPredicatesClosureAndAQueryPropertyCannotBeAssigned() throws {
    let source = """
    import SwiftUI
    import SwiftData

    @Model class Task {
        var title: String
        var done: Bool
        init(_ title: String, done: Bool = false) { self.title = title; self.done = done }
    }

    struct Open: View {
        @Query(filter: #Predicate<Task> { !$0.done }, sort: \\Task.title) private var open: [Task]
        var body: some View { Text(open.map(\\.title).joined(separator: " ")).id("open") }
    }

    struct All: View {
        @Query private var tasks: [Task]
        var body: some View {
            Text("\\(tasks.count)").id("all")ASSIGN
        }
    }

    struct ContentView: View {
        var body: some View { VStack { Open(); All() } }
    }

    #Preview {
        let container = try! ModelContainer(for: Task.self)
        for (title, done) in [("wash", false), ("cook", true), ("buy", false)] {
            container.mainContext.insert(Task(title, done: done))
        }
        return ContentView().modelContainer(container)
    }
    """
    let solution = SceneHarness(source.replacingOccurrences(of: "ASSIGN", with: "")).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(["open", "all"].map { SceneHarness.text($0, in: solution) } == ["buy wash", "3"])
    #expect(SceneHarness.summaries(SceneHarness(source.replacingOccurrences(of: "ASSIGN", with: ".onTapGesture { tasks = [] }")).solve()) == [
        "Scene.swift:18:57: error: cannot assign to property: 'tasks' is a get-only property",
    ])
}

@Test func aQueryMadeInAnInitSortsAsAskedWithNilFirstAndStringsInStandardOrder() throws {
    let harness = SceneHarness("""
    import SwiftUI
    import SwiftData

    @Model class File {
        var name: String
        var tag: String?
        init(_ name: String, tag: String? = nil) { self.name = name; self.tag = tag }
    }

    struct Files: View {
        @Query private var files: [File]
        init(by key: String) {
            _files = key == "tag" ? Query(sort: \\File.tag) : Query(sort: \\File.name, order: .reverse)
        }
        var body: some View { Text(files.map { $0.name }.joined(separator: " ")).id("files") }
    }

    struct ContentView: View {
        var body: some View { VStack { Files(by: "name"); Files(by: "tag") } }
    }

    #Preview {
        let container = try! ModelContainer(for: File.self)
        for file in [File("item 10", tag: "b"), File("Item 9"), File("apple", tag: "A"), File("Banana", tag: "c")] {
            container.mainContext.insert(file)
        }
        return ContentView().modelContainer(container)
    }
    """)
    let solution = harness.solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(solution.tree?.root.all { $0.idString == "files" }.compactMap { node in
        node.first { $0.string != nil }?.string
    } == ["item 10 Item 9 Banana apple", "Item 9 apple item 10 Banana"])
}

@Test func aQueryOfSomethingOtherThanAnArrayOfModelsIsAnErrorAtItsDeclaration() throws {
    let solution = SceneHarness("""
    import SwiftUI
    import SwiftData

    @Model class Item {
        var name = ""
        init() {}
    }

    struct ContentView: View {
        @Query private var item: Item?
        var body: some View { Text(item?.name ?? "none") }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:10:24: error: @Query needs an array of models, such as '[Item]'"])
}

/// `@Query(FetchDescriptor(predicate:sortBy:))` filters and sorts as the descriptor says.
@Test func aQueryOfAFetchDescriptorFiltersAndSortsAsItSays() throws {
    let solution = SceneHarness("""
    import SwiftUI
    import SwiftData

    @Model class Person {
        var name: String
        var liked: Bool
        init(_ name: String, liked: Bool) { self.name = name; self.liked = liked }
    }

    struct ContentView: View {
        @Query(FetchDescriptor(predicate: #Predicate { (person: Person) in person.liked == true },
                               sortBy: [SortDescriptor(\\.name, order: .reverse)]), animation: .snappy) var liked: [Person]
        @Query(FetchDescriptor<Person>()) var everyone: [Person]
        var body: some View { Text(liked.map(\\.name).joined(separator: " ") + " of \\(everyone.count)") }
    }

    #Preview {
        let container = try! ModelContainer(for: Person.self)
        for (name, liked) in [("ann", true), ("bob", false), ("cy", true)] {
            container.mainContext.insert(Person(name, liked: liked))
        }
        return ContentView().modelContainer(container)
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(solution.texts == ["cy ann of 3"])
}
