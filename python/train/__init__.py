"""Training the learned evaluation (issue 25): `train_net.py` fits a value-and-policy network to
`kohle selfplay` data and writes it as safetensors. A package only so the tests can import it."""
