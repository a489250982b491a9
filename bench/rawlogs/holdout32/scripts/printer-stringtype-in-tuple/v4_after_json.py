# cause: printer-stringtype-in-tuple
# expect: has no attribute 'as_ty'
# capture: pytest-line
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2,), "float32")):
        dev = R.str("cpu")
        return (x, dev)


def test_json_then_text():
    mod = tvm.ir.load_json(tvm.ir.save_json(Model))
    tvm.script.from_source(mod.script())
