# cause: argreduce-rank0
# expect: Check failed: ndim != 0
# capture: combined
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Pick:
    @R.function
    def main(d: R.Tensor((), "float16")) -> R.Tensor((), "int64"):
        with R.dataflow():
            i = R.argmin(d, axis=None, keepdims=False)
            R.output(i)
        return i


Pick.show()
relax.build(Pick, target="llvm")
