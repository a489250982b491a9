# cause: load-json-unflushed-file
# expect: JSONDecodeError: Expecting value: line 1 column 1 \(char 0\)
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 2), "float32")) -> R.Tensor((2, 2), "float32"):
        return R.add(x, x)


out = open("model.json", "w")
out.write(tvm.ir.save_json(Model))

# sanity check the artifact before shipping it
text = open("model.json").read()
mod = tvm.ir.load_json(text)
tvm.ir.assert_structural_equal(mod, Model)
