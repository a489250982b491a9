# cause: extern_func_in_module_segfault
# expect: Segfault encountered
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.relax.dpl import is_op, wildcard
from tvm.script import ir as I
from tvm.script import relax as R

np.random.seed(0)


@I.ir_module
class Mixed:
    @R.function
    def main(x: R.Tensor((8, 8), "float32")) -> R.Tensor((8, 8), "float32"):
        with R.dataflow():
            a = R.exp(x)
            b = R.add(a, x)
            R.output(b)
        return b


Mixed["tvm.contrib.random.uniform"] = relax.ExternFunc("tvm.contrib.random.uniform")

exp_add = is_op("relax.add")(is_op("relax.exp")(wildcard()), wildcard())
pipeline = tvm.transform.Sequential(
    [
        relax.transform.FuseOpsByPattern([("tvm_native.exp_add", exp_add)]),
        relax.get_pipeline("default"),
    ]
)
ex = tvm.compile(Mixed, "llvm", relax_pipeline=pipeline)
vm = relax.VirtualMachine(ex, tvm.cpu())
x = np.random.rand(8, 8).astype("float32")
print(vm["main"](tvm.runtime.tensor(x)).numpy())
