import Foundation
import Testing
@testable import PlumbRender

@Suite struct SymbolLibraryTests {
    /// The SF Symbols most often met in SwiftUI articles, which Plumb draws.
    static let commonNames = [
        "house", "house.fill", "person", "person.fill", "person.circle", "person.circle.fill", "person.crop.circle",
        "person.crop.circle.fill", "person.2", "person.2.fill", "gearshape", "gearshape.fill", "bell", "bell.fill", "envelope",
        "envelope.fill", "trash", "trash.fill", "bookmark", "bookmark.fill", "folder", "folder.fill", "doc", "doc.fill", "doc.text",
        "doc.text.fill", "tray", "tray.fill", "paperplane", "paperplane.fill", "cart", "cart.fill", "bolt", "bolt.fill", "flame",
        "flame.fill", "cloud", "cloud.fill", "sun.max", "sun.max.fill", "moon", "moon.fill", "play", "play.fill", "pause",
        "pause.fill", "stop", "stop.fill", "lock", "lock.fill", "lock.open", "eye", "eye.slash", "message", "message.fill",
        "bubble.left", "bubble.left.fill", "phone", "phone.fill", "camera", "camera.fill", "photo", "photo.fill", "square.fill",
        "square.and.pencil", "list.bullet", "line.3.horizontal", "ellipsis", "ellipsis.circle", "arrow.left", "arrow.right",
        "arrow.up", "arrow.down", "arrow.clockwise", "questionmark.circle", "questionmark.circle.fill", "location", "location.fill",
        "map", "map.fill", "tag", "tag.fill", "flag", "flag.fill", "hand.thumbsup", "hand.thumbsup.fill", "music.note", "mic",
        "mic.fill", "square.grid.2x2", "slider.horizontal.3", "clock", "clock.fill", "star.circle", "star.circle.fill",
        "heart.circle", "heart.circle.fill", "plus.square", "checkmark.square", "leaf", "leaf.fill", "sparkles", "chart.bar",
        "chart.bar.fill", "wifi", "hand.wave",
    ]

    @Test(arguments: commonNames) func commonSymbolsAreBuiltIn(name: String) {
        #expect(SymbolLibrary.knownSymbol(named: name) != nil)
    }

    @Test func everyFilledSymbolFillsAndHasItsOutlineOfTheSameSize() throws {
        let filled = SymbolLibrary.names.filter { $0.hasSuffix(".fill") }
        #expect(filled.count > 50)
        for name in filled {
            let fill = try #require(SymbolLibrary.knownSymbol(named: name))
            let outline = try #require(SymbolLibrary.knownSymbol(named: String(name.dropLast(".fill".count))), "\(name) has no outline")
            #expect(outline.widthFactor == fill.widthFactor && outline.heightFactor == fill.heightFactor, "\(name)")
            #expect(fill.elements.contains { $0.painting.fills && !$0.painting.erases }, "\(name) fills nothing")
        }
    }

    @Test func filledVariantsCutTheirDetailsOutOfTheBody() {
        let detailed = ["envelope", "trash", "doc.text", "person.circle", "gearshape", "questionmark.circle", "house", "map", "camera"]
        for name in detailed {
            #expect(SymbolLibrary.knownSymbol(named: name)?.hasCutouts == false, "\(name)")
            #expect(SymbolLibrary.knownSymbol(named: name + ".fill")?.hasCutouts == true, "\(name).fill")
        }
    }

    @Test func everySymbolIsDrawnInsideItsFrame() {
        for name in SymbolLibrary.names {
            let points = SymbolLibrary.symbol(named: name).elements.flatMap { $0.painting.path.commands }.flatMap { command -> [CGPoint] in
                switch command {
                case .move(let point), .line(let point), .curve(_, _, to: let point): [point]
                case .ellipse(let rect): [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
                case .close: []
                }
            }
            #expect(points.allSatisfy { (-0.01...1.01).contains($0.x) && (-0.01...1.01).contains($0.y) }, "\(name)")
        }
    }
}
