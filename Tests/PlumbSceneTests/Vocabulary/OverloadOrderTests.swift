import Foundation
import PlumbLayout
import Testing
@testable import PlumbInterpreter
@testable import PlumbScene

/// Overloads are chosen by ``OverloadRanking``, never by the order the vocabulary registered them in: every example
/// and the scenes below solve to the same trees and diagnostics with the registrations shuffled.
@Test(arguments: [1, 38, 2026] as [UInt64])
func scenesSolveAlikeWithTheRegistrationsShuffled(seed: UInt64) throws {
    let canonical = canonicallySolved
    let shuffled = solvedOnAThreadOfItsOwn(shuffledBy: seed)
    #expect(canonical.count == overloadScenes.count + exampleFiles.count)
    for (name, text) in canonical where shuffled[name] != text {
        Issue.record("\(name) solves otherwise with the registrations shuffled by seed \(seed)")
    }
}

@Test func theVocabularyHasNoAmbiguousOverloads() {
    let (library, _) = SwiftUIVocabulary.library()
    #expect(library.ambiguousOverloads == [])
}

/// The scenes solved with the registrations in the vocabulary's order, once for every seed.
private let canonicallySolved = solvedOnAThreadOfItsOwn(shuffledBy: nil)

/// Scenes whose calls have several overloads that fit their labels.
private let overloadScenes = [
    "environment": """
    struct ContentView: View {
        var body: some View {
            VStack {
                Image(systemName: "star").environment(\\.symbolVariants, .fill)
                Text("dark").environment(\\.colorScheme, .dark).environment(\\.font, .title)
                Text("rtl").environment(\\.layoutDirection, .rightToLeft).environment(\\.dynamicTypeSize, .xxLarge)
                Text("center\\nlines").environment(\\.multilineTextAlignment, .center)
            }
        }
    }
    """,
    "literals": """
    struct ContentView: View {
        let name = "**name**"
        let count = 3
        var body: some View {
            VStack(spacing: 4) {
                Text("**bold** \\(count)")
                Text(name)
                Text(verbatim: name)
                Text(Date(timeIntervalSince1970: 0), style: .date)
                Label("Star", systemImage: "star")
                Color.red.shadow(.drop(radius: 2)).frame(width: 10, height: 10)
                Rectangle().fill(.blue.opacity(0.5)).frame(width: 20, height: 5).shadow(color: .black, radius: 2, x: 1, y: 1)
                ForEach(0..<count, id: \\.self) { Text("\\($0)") }
                ForEach(["a", "b"], id: \\.self) { Text($0).padding(2).padding(.horizontal) }
                Spacer(minLength: 4)
                Image(systemName: "star").font(.system(size: 12, weight: .bold)).imageScale(.large)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
    }
    """,
]

private let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples")

/// The example files, each a single scene or a file of a project.
private var exampleFiles: [String] {
    let found = FileManager.default.enumerator(atPath: examples.path)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix(".swift") && !$0.contains("SnapshotTests") && !$0.hasSuffix("Package.swift") }.sorted()
}

/// Every scene's solved trees, one per preview, and diagnostics, by scene name, with a library whose pending
/// registrations (types, their members, free functions) were shuffled by `seed` before it was prepared: made on a
/// thread of its own, whose library no other test uses.
private func solvedOnAThreadOfItsOwn(shuffledBy seed: UInt64?) -> [String: String] {
    let result = SolvedScenes()
    let thread = Thread {
        let (library, types) = SwiftUIVocabulary.makeLibrary()
        if let seed {
            var generator = SceneRandom(seed: seed)
            library.shuffleRegistrations(using: &generator)
        }
        Thread.current.threadDictionary[SwiftUIVocabulary.threadKey] = SwiftUIVocabulary.BuiltLibrary(library: library, types: types)
        let documents = overloadScenes.map { ($0.key, SceneDocument(source: $0.value, file: "\($0.key).swift")) }
            + exampleFiles.map { ($0, SceneDocument(contentsOf: examples.appendingPathComponent($0).path)) }
        for (name, document) in documents {
            let solutions = document.previews.indices.map {
                document.solve(SolveRequest(preview: $0, size: CGSize(width: 390, height: 844), now: Date(timeIntervalSince1970: 0)))
            }
            let diagnostics = (document.loadDiagnostics + solutions.flatMap(\.diagnostics)).map(\.description)
            result.texts[name] = (solutions.map { $0.tree?.json ?? "no tree" } + diagnostics).joined(separator: "\n")
        }
        result.done.signal()
    }
    thread.stackSize = 16 << 20
    thread.start()
    result.done.wait()
    return result.texts
}

/// What a solving thread hands back, read once it signals `done`.
private final class SolvedScenes: @unchecked Sendable {
    var texts: [String: String] = [:]
    let done = DispatchSemaphore(value: 0)
}

extension NativeLibrary {
    /// Shuffles what is registered and not yet prepared: the order of the registrations, and of each one's
    /// initializers, methods and subscripts.
    fileprivate func shuffleRegistrations(using generator: inout SceneRandom) {
        pendingTypes.shuffle(using: &generator)
        for index in pendingTypes.indices {
            pendingTypes[index].1.initializers.shuffle(using: &generator)
            pendingTypes[index].1.methods.shuffle(using: &generator)
            pendingTypes[index].1.staticMethods.shuffle(using: &generator)
            pendingTypes[index].1.subscripts.shuffle(using: &generator)
        }
        pendingFunctions.shuffle(using: &generator)
    }
}
