# cause: tuple_param_flattened
# expect: Invoking function concat3 expects 1 arguments \(parts\), but 3 arguments were provided
# capture: combined
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Cat:
    @R.function
    def concat3(
        parts: R.Tuple(
            R.Tensor((64, 32), "float32"), R.Tensor((64, 32), "float32"), R.Tensor((64, 32), "float32")
        )
    ):
        with R.dataflow():
            y = R.concat(parts, axis=1)
            R.output(y)
        return y


dev = tvm.cpu()
ex = tvm.compile(Cat, target="llvm")
vm = relax.VirtualMachine(ex, dev)

parts = [tvm.runtime.tensor(np.full((64, 32), i, dtype="float32")) for i in range(3)]
print("warm-up shape:", vm["concat3"](parts).shape)
res = vm.time_evaluator("concat3", dev, number=50, repeat=3)(*parts)
print(res)
