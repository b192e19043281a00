import ScrollChromeCore

/// `--frame-instructions N`: N display-link frames of the full stack while its five collapse
/// behaviours animate (the `fullStack/frame` row: a collapse of all, then an expansion, and so
/// on), inside ``frameInstructionWorkload(frames:on:time:)``, the function
/// `Tools/count-instructions.sh` has callgrind count, after a warm-up it does not count.
///
/// - Parameter frames: The number of frames to count.
/// - Returns: The exit status.
func runFrameInstructionWorkload(frames: Int) -> Int32 {
  var chrome = try! FullStack(metrics: ScrollMetrics(viewport: 800, content: 100_000))
  var time = 0.0
  chrome.scroll(to: 3_000, at: time)
  let warmUp = frameInstructionWorkload(frames: 2_400, on: &chrome, time: &time)
  let checksum = frameInstructionWorkload(frames: frames, on: &chrome, time: &time)
  print("advanced \(frames) frames of fullStack (checksum \(warmUp + checksum))")
  return 0
}

/// The counted workload: `frames` 120 Hz frames of `chrome` from `time`, starting the next
/// collapse or expansion whenever nothing animates, as a host's button would.
@inline(never)
func frameInstructionWorkload(frames: Int, on chrome: inout FullStack, time: inout Double)
  -> Double
{
  var sum = 0.0
  var collapsing = chrome.chrome.bar.behavior.collapsed == 0
  for _ in 0..<frames {
    if !chrome.isAnimating {
      chrome.animateAll(collapsing: collapsing, at: time)
      collapsing.toggle()
    }
    time += 1 / GestureSession.frameRate
    sum += chrome.advance(to: time)
  }
  return sum
}
