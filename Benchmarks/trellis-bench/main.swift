print("trellis-bench")
