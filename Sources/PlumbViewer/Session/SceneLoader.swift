import Foundation
import PlumbLayout
import PlumbScene

/// What carries out ``SceneLoad``s, one after another on one thread (the load worker's, or the UI thread's without
/// one): it reads the files, skips a save whose text the last finished load already had, says how many lines it is
/// about to load, and loads them with the one measurer it keeps.
struct SceneLoader {
    /// What a load tells the session, in this order.
    enum News {
        /// The files were read and their text is new: `lines` lines are loading (the progress line), and a change
        /// of any of `watchedPaths` means loading again.
        case started(lines: Int, watchedPaths: [String])
        /// The load finished.
        case loaded(LoadedScene)
    }

    let measurer: TextMeasurer
    /// What the last finished load read: a save of the same text is skipped, and the next reading takes the texts of
    /// files that did not change from it. A cancelled load leaves it, so the same text saved again after it loads.
    private var lastRead: SceneSources?

    init(measurer: TextMeasurer) {
        self.measurer = measurer
    }

    /// Reads `load`'s files and, when their text is new (or the load is forced), loads them, posting each step; posts
    /// nothing for a skipped save, and no result once `cancellation` is raised.
    mutating func perform(_ load: SceneLoad, cancellation: Cancellation?, post: (News) -> Void) {
        let sources = SceneSources.read(load.path, reusing: lastRead)
        if !load.force, let lastRead, sources.hasSameText(as: lastRead), !sources.files.isEmpty { return }
        post(.started(lines: sources.lineCount, watchedPaths: sources.watchedPaths))
        guard let loaded = load.run(sources, measurer: measurer, cancellation: cancellation) else { return }
        lastRead = sources
        post(.loaded(loaded))
    }
}
