# cause: load-json-unflushed-file
# expect: JSONDecodeError
# capture: pytest-native
import json
import tvm
from tvm import relax


def build_deep(n_layers):
    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((4, 16), "float32"))
    with bb.function("main", [x]):
        with bb.dataflow():
            h = x
            for i in range(n_layers):
                h = bb.emit(relax.op.nn.relu(relax.op.add(h, h)))
            out = bb.emit_output(h)
        bb.emit_func_output(out)
    return bb.get()


class Exporter:
    def __init__(self, path):
        self.path = path
        self.fh = open(path, "w")

    def save(self, mod):
        # pretty-printed so that diffs between exports are readable
        pretty = json.dumps(json.loads(tvm.ir.save_json(mod)), indent=1)
        for line in pretty.splitlines(keepends=True):
            self.fh.write(line)
        return self.path


def test_saved_model_loads():
    mod = build_deep(24)
    exporter = Exporter("deep.json")
    path = exporter.save(mod)
    with open(path) as f:
        loaded = tvm.ir.load_json(f.read())
    tvm.ir.assert_structural_equal(loaded, mod)
