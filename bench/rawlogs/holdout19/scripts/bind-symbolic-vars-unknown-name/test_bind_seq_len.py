# cause: bind-symbolic-vars-unknown-name
# expect: which did not correspond to any symbolic variables in the module
# capture: pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Before:
    @R.function
    def main(x: R.Tensor(("batch", "seq_len", 64), "float16")):
        with R.dataflow():
            y = R.nn.silu(x)
            R.output(y)
        return y


def test_bind_static_seq_len():
    after = relax.transform.BindSymbolicVars({"seq": 128, "batch": 1})(Before)
    assert after["main"].params[0].ty.shape[1] == 128
