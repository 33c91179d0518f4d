print("plumb-bench: under construction")
