# cause: vm-input-signature-mismatch
# expect: match_cast error|mismatch
# capture: stderr
# post: crlf
import numpy as np
import tvm
from tvm import relax


def build():
    bb = relax.BlockBuilder()
    img = relax.Var("img", relax.TensorType([1, 3, 224, 224], "float32"))
    with bb.function("main", [img]):
        with bb.dataflow():
            y = bb.emit(relax.op.nn.avg_pool2d(img, pool_size=(224, 224)))
            gv = bb.emit_output(y)
        bb.emit_func_output(gv)
    return tvm.compile(bb.get(), target="llvm")


vm = relax.VirtualMachine(build(), tvm.cpu())
photo = np.zeros((1, 3, 256, 256), "float32")   # not resized
print(vm["main"](tvm.runtime.tensor(photo)))
