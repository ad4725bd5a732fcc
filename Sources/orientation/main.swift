print("orientation: not yet implemented")
