// The check action's entry: the bundle runs the check when started through this file.
import '../index.js'
