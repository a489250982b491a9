# cause: param-dict-load-from-path
# expect: UnicodeDecodeError: 'utf-8' codec can't decode byte
# capture: pytest-native
import numpy as np
import tvm


def test_params_roundtrip():
    params = {"emb": tvm.runtime.tensor(np.random.rand(10, 4).astype("float32"))}
    with open("weights.params", "wb") as f:
        f.write(tvm.runtime.save_param_dict(params))
    with open("weights.params") as f:
        loaded = tvm.runtime.load_param_dict(f.read())
    np.testing.assert_allclose(loaded["emb"].numpy(), params["emb"].numpy())
