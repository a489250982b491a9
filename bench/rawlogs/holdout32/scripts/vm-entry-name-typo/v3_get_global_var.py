# cause: vm-entry-name-typo
# expect: Cannot find global var "decode_step"
# capture: pytest-line
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Decoder:
    @R.function
    def decode(x: R.Tensor((1, 32), "float32")) -> R.Tensor((1, 32), "float32"):
        y = R.tanh(x)
        return y

    @R.function
    def prefill(x: R.Tensor((4, 32), "float32")) -> R.Tensor((4, 32), "float32"):
        y = R.tanh(x)
        return y


def test_mark_entry():
    gv = Decoder.get_global_var("decode_step")
    mod = Decoder.clone()
    mod.update_func(gv, mod[gv].with_attr("num_input", 1))
    assert mod[gv].attrs["num_input"] == 1
