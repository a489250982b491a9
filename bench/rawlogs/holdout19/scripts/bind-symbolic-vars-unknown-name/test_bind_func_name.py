# cause: bind-symbolic-vars-unknown-name
# expect: Function does not use symbolic var with name "n"
# capture: pytest-short
# post: crlf
import pytest
import tvm
from tvm import relax
from tvm.script import ir as I, relax as R


@I.ir_module
class Before:
    @R.function
    def prefill(x: R.Tensor((1, "n", 32), "float32"), w: R.Tensor((32, 32), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y

    @R.function
    def decode(x: R.Tensor((1, 1, 32), "float32"), w: R.Tensor((32, 32), "float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            R.output(y)
        return y


@pytest.mark.parametrize("fname,value", [("decode", 1), ("prefill", 16)])
def test_bind_per_function(fname, value):
    after = relax.transform.BindSymbolicVars({"n": value}, func_name=fname)(Before)
    after.show()
