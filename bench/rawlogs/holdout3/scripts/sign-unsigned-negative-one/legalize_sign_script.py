# cause: sign-unsigned-negative-one
# expect: cannot make uint from negative value -1
# capture: combined
# env: TVM_BACKTRACE=1
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R
from tvm.script import tirx as T


@I.ir_module
class Mask:
    @R.function
    def main(ids: R.Tensor(("batch", 128), "uint32")) -> R.Tensor(("batch", 128), "uint32"):
        batch = T.int64()
        with R.dataflow():
            nz = R.sign(ids)
            R.output(nz)
        return nz


print(Mask)
print("legalizing...")
mod = relax.transform.LegalizeOps()(Mask)
print(mod)
