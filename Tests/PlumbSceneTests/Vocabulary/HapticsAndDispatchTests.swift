import Foundation
import PlumbLayout
import Testing
@testable import PlumbScene

/// App code that haptics, dispatch queues, timers and the iOS 13 alerts run in: it loads, and a still picture shows
/// the state once the queue has run and before anything scheduled for later.
@Test func dispatchedWorkRunsDelayedWorkAndTimersWaitAndHapticsDoNothing() {
    let solution = SceneHarness("""
    import UIKit
    struct ContentView: View {
        @State private var offset = 0
        @State private var later = "before"
        @State private var show = false
        @State private var timer: Timer?
        let feedback = UIImpactFeedbackGenerator(style: .medium)
        var body: some View {
            VStack {
                Text("\\(offset)").id("offset")
                Text(later).id("later")
                Button("Tap") {
                    feedback.prepare()
                    feedback.impactOccurred()
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                    UISelectionFeedbackGenerator().selectionChanged()
                    show = true
                }
                .id("tap")
                .alert(isPresented: $show) {
                    Alert(title: Text("Hi"), message: Text("There"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
                }
                .actionSheet(isPresented: $show) {
                    ActionSheet(title: Text("Pick"), buttons: [.default(Text("A")) { }, .cancel()])
                }
            }
            .onAppear {
                DispatchQueue.main.async { offset = 12 }
                DispatchQueue.global(qos: .userInitiated).async { offset += 1 }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { later = "after" }
                timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in offset += 100 }
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.text("offset", in: solution) == "13")
    #expect(SceneHarness.text("later", in: solution) == "before")
}

/// A preview never reaches the network: every request fails at once as an offline iPhone's would.
@Test func requestsFailAsOfflineAndTheirErrorPathIsShown() {
    let solution = SceneHarness("""
    struct ContentView: View {
        @State private var status = "loading"
        @State private var legacy = "waiting"
        var body: some View {
            VStack {
                Text(status).id("status")
                Text(legacy).id("legacy")
            }
            .task {
                do {
                    var request = URLRequest(url: URL(string: "https://example.com/api")!)
                    request.httpMethod = "POST"
                    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                    let (data, _) = try await URLSession.shared.data(for: request)
                    status = "\\(data.count) bytes"
                } catch let error as URLError where error.code == .notConnectedToInternet {
                    status = error.localizedDescription + " " + (request(method: "GET"))
                } catch {
                    status = "other"
                }
            }
            .onAppear {
                URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { data, _, error in
                    legacy = data == nil && error != nil ? "failed" : "ok"
                }.resume()
            }
        }
        func request(method: String) -> String {
            var request = URLRequest(url: URL(string: "https://example.com")!)
            request.httpMethod = method
            return request.httpMethod ?? "none"
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.text("status", in: solution) == "The Internet connection appears to be offline. GET")
    #expect(SceneHarness.text("legacy", in: solution) == "failed")
}

/// The rounded-corners shape many apps declare with UIKit's bezier path.
@Test func aShapeBuiltFromAUIBezierPathIsItsPath() {
    let solution = SceneHarness("""
    import UIKit
    struct RoundedCorner: Shape {
        var radius: CGFloat = .infinity
        var corners: UIRectCorner = .allCorners
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
            return Path(path.cgPath)
        }
    }
    struct ContentView: View {
        var body: some View {
            Color.blue.frame(width: 200, height: 120).clipShape(RoundedCorner(radius: 30, corners: [.topLeft, .bottomRight])).id("card")
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.frame("card", in: solution)?.size == CGSize(width: 200, height: 120))
}

/// A shape drawn with curves of a bezier path; the path's own `fill()` under a colour's `setFill()` draws into UIKit's
/// current context, which `path(in:)` has none of: nothing.
@Test func aBezierPathsCurvesMakeTheShapeAndItsUIKitDrawingDrawsNothing() {
    let solution = SceneHarness("""
    import UIKit
    struct Drop: Shape {
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: rect.midX, y: 0))
            path.addCurve(to: CGPoint(x: rect.midX, y: rect.maxY), controlPoint1: CGPoint(x: rect.maxX, y: 0), controlPoint2: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addQuadCurve(to: CGPoint(x: rect.midX, y: 0), controlPoint: CGPoint(x: 0, y: rect.midY))
            path.close()
            UIColor.systemRed.setFill()
            path.fill()
            return Path(path.cgPath)
        }
    }
    struct ContentView: View {
        var body: some View { Drop().fill(.blue).frame(width: 40, height: 60).id("drop") }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == [])
    #expect(SceneHarness.frame("drop", in: solution)?.size == CGSize(width: 40, height: 60))
}

@Test func uiKitImagesAndTiledResizingShowAsSwiftUIImages() {
    let solution = SceneHarness("""
    import UIKit
    struct Sample: CustomDebugStringConvertible { var debugDescription: String { "sample" } }
    struct ContentView: View {
        var body: some View {
            VStack {
                Image(uiImage: UIImage(systemName: "star")!).id("star")
                Image("photo").resizable(resizingMode: .tile).frame(width: 40, height: 30).id("photo")
                Text(Sample().debugDescription).id("text")
            }
        }
    }
    """).solve()
    #expect(SceneHarness.summaries(solution) == ["Scene.swift:7:13: warning: no image named 'photo' in the asset catalogs (the project has none)"])
    #expect(SceneHarness.frame("photo", in: solution)?.size == CGSize(width: 40, height: 30))
    #expect(SceneHarness.text("text", in: solution) == "sample")
    let star = solution.tree?.root.first { $0.idString == "star" }
    #expect({ if case .image(let content, _)? = star?.kind { content.isSystemSymbol && content.name == "star" } else { false } }())
}
