# cause: parse-display-formatted-script
# expect: (SyntaxError|IndentationError|DiagnosticError)
# capture: pytest-native
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((6,), "float32")) -> R.Tensor((6,), "float32"):
        y = R.exp(x)
        s = R.sum(y)
        z = R.divide(y, s)
        return z


def test_annotated_snapshot_roundtrip():
    # the snapshot highlights the function we changed
    snap = Model.script(obj_to_underline=[Model["main"]])
    again = tvm.script.from_source(snap)
    tvm.ir.assert_structural_equal(Model, again)
