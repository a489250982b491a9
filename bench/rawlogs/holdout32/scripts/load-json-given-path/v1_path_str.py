# cause: load-json-given-path
# expect: json.decoder.JSONDecodeError: Expecting value: line 1 column 1 \(char 0\)
# capture: stderr
# post: crlf
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((4, 4), "float32")) -> R.Tensor((4, 4), "float32"):
        y = R.nn.relu(x)
        return y


with open("model.json", "w") as f:
    f.write(tvm.ir.save_json(Model))

mod = tvm.ir.load_json("model.json")
print(mod)
