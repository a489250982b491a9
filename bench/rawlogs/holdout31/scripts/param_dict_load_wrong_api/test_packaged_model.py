# cause: param_dict_load_wrong_api
# expect: Invalid parameters file format
# capture: pytest-native
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn


class Model(nn.Module):
    def __init__(self):
        self.proj = nn.Linear(6, 2, bias=False)

    def forward(self, x):
        return self.proj(x)


def package(tmp_path):
    mod, named = Model().export_tvm({"forward": {"x": nn.spec.Tensor([1, 6], "float32")}})
    ex = tvm.compile(mod, target="llvm")
    ex.export_library(str(tmp_path / "model.so"))
    weights = {name: np.full(p.shape, 0.5, dtype=p.dtype) for name, p in named}
    tvm.runtime.save_param_dict_to_file(weights, str(tmp_path / "model.params"))
    return str(tmp_path / "model.params"), str(tmp_path / "model.so"), [name for name, _ in named]


def test_packaged_model_runs(tmp_path):
    lib_path, params_path, order = package(tmp_path)
    params = tvm.runtime.load_param_dict_from_file(params_path)
    lib = tvm.runtime.load_module(lib_path)
    vm = relax.VirtualMachine(lib, tvm.cpu())
    out = vm["forward"](np.ones((1, 6), dtype="float32"), *[params[n] for n in order])
    np.testing.assert_allclose(out.numpy(), np.full((1, 2), 3.0))
