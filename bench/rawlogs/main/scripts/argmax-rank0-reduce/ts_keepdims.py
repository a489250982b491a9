# cause: argmax-rank0-reduce
# expect: argmax_argmin_call_te[\s\S]*Cannot reduce a 0 dim Tensor
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


def test_smoke():
    assert tvm.__version__


def test_ts_keepdims():
    @I.ir_module
    class Module:
        @R.function
        def main(x: R.Tensor((), dtype="float16")):
            with R.dataflow():
                i = R.argmax(x, keepdims=True)
                R.output(i)
            return i


    mod = Module

    print(mod.script())
    print("compiling ...", flush=True)
    ex = tvm.compile(mod, target="llvm")
