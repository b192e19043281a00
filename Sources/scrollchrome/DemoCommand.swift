import Foundation
import ScrollChromeDemo

/// `scrollchrome demo`: records the demo's scripts and writes the page and its pictures.
enum DemoCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard let output = Command.outputFolder(arguments, default: "scrollchrome-demo") else {
      return Command.fail("demo takes only --output DIR")
    }
    let recordings: [DemoRecording]
    do {
      recordings = try Demo.scripts.map(Demo.record)
    } catch {
      return Command.fail("demo script failed: \(error)")
    }
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    let page = folder.appendingPathComponent("index.html")
    var pictures = [(folder.appendingPathComponent("scrollchrome-demo.svg"), Demo.pictureIndex)]
    for (file, title) in Demo.documentationPictures {
      guard let index = recordings.firstIndex(where: { $0.title == title }) else { continue }
      pictures.append((folder.appendingPathComponent(file), index))
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(renderDemoPage(recordings).utf8).write(to: page)
      for (url, index) in pictures {
        try Data(renderDemoPicture(recordings[index]).utf8).write(to: url)
      }
    } catch {
      return Command.fail("cannot write the demo into '\(output)': \(error.localizedDescription)")
    }
    print(
      "ScrollChrome demo: \(recordings.count) scripted gestures through the scroll view simulator")
    for recording in recordings { print("  " + Demo.summary(of: recording)) }
    print("wrote \(page.path)")
    for (url, _) in pictures { print("  and \(url.path)") }
    return 0
  }

}
