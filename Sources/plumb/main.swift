print("plumb: under construction")
