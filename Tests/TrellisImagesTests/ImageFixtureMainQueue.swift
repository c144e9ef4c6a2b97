import Dispatch

/// Waits for the main queue to run everything queued on it before this call (it is first
/// in, first out): what `MainScheduler` queued from another thread has run afterwards.
@MainActor
func imageFixtureDrainMainQueue() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}
