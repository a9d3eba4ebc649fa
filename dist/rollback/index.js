// The rollback action's entry: the bundle runs it when started through this file.
import '../index.js'
