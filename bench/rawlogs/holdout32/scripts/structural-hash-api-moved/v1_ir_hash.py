# cause: structural-hash-api-moved
# expect: AttributeError: module 'tvm.ir' has no attribute 'structural_hash'
# capture: stderr
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4,), "float32")) -> R.Tensor((4,), "float32"):
        return R.nn.relu(x)


reparsed = tvm.script.from_source(Model.script())
print("hash before:", tvm.ir.structural_hash(Model))
print("hash after: ", tvm.ir.structural_hash(reparsed))
