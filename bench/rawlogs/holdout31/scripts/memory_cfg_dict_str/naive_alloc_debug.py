# cause: memory_cfg_dict_str
# expect: TypeError: Cannot convert from type `ffi\.SmallStr` to `int`
import numpy as np
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Softmax:
    @R.function
    def main(x: R.Tensor((4, 32), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x, axis=1)
            R.output(y)
        return y


dev = tvm.cpu()
ex = tvm.compile(Softmax, target="llvm")
# use the naive allocator on the host so that ASan sees every buffer
vm = relax.VirtualMachine(ex, dev, memory_cfg={dev: "naive"})
y = vm["main"](np.random.rand(4, 32).astype("float32"))
print(y.numpy().sum(axis=1))
