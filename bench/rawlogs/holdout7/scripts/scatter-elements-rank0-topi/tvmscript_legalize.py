# cause: scatter-elements-rank0-topi
# expect: IndexError: Index out of range\. size: 0, got index 0
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import relax as R


@tvm.script.ir_module
class Upd:
    @R.function
    def main(x: R.Tensor((), "int32"), i: R.Tensor((), "int64"), v: R.Tensor((), "int32")):
        with R.dataflow():
            y = R.scatter_elements(x, i, v, axis=0, reduction="add")
            R.output(y)
        return y


print(Upd)
Upd = relax.transform.LegalizeOps()(Upd)
